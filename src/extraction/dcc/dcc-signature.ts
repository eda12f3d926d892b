/**
 * The XML signature of a DCC (XMLDSig, as PTB's examples sign them: enveloped, ECDSA or RSA,
 * XAdES properties), verified with xml-crypto against the certificate in its KeyInfo. This proves
 * the file was not changed after signing and names the signer; whether that signer is a lab to
 * trust is a question for the accreditation check, not for the signature.
 */
import { verify, X509Certificate } from 'node:crypto';
import type { Document, Element } from '@xmldom/xmldom';
import { C14nCanonicalization, SignedXml } from 'xml-crypto';
import type { DccSignature } from '../../shared/extraction.js';

const XMLDSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * ECDSA, which xml-crypto does not ship: XMLDSig carries the signature as r‖s (IEEE P1363),
 * which Node verifies directly.
 */
function ecdsa(hash: 'sha256' | 'sha384' | 'sha512') {
  return class {
    getSignature(): string {
      throw new Error('CertSheet only verifies signatures');
    }
    verifySignature(material: string, key: string, signatureValue: string): boolean {
      return verify(
        hash,
        Buffer.from(material),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signatureValue, 'base64'),
      );
    }
    getAlgorithmName() {
      return `http://www.w3.org/2001/04/xmldsig-more#ecdsa-${hash}`;
    }
  };
}

function signerOf(signature: Element): string | null {
  const certificate = signature
    .getElementsByTagNameNS(XMLDSIG_NAMESPACE, 'X509Certificate')
    .item(0)
    ?.textContent?.replace(/\s+/g, '');
  if (!certificate) return null;
  try {
    const x509 = new X509Certificate(Buffer.from(certificate, 'base64'));
    return x509.subject.replace(/\n/g, ', ');
  } catch {
    return null;
  }
}

export function verifyDccSignature(xml: string, document: Document): DccSignature {
  const signature = document.getElementsByTagNameNS(XMLDSIG_NAMESPACE, 'Signature').item(0);
  if (!signature) return { status: 'unsigned', signer: null, detail: null };
  const signer = signerOf(signature);
  try {
    const signed = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
    const algorithms = signed.SignatureAlgorithms as Record<string, unknown>;
    algorithms['http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256'] = ecdsa('sha256');
    algorithms['http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha384'] = ecdsa('sha384');
    algorithms['http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha512'] = ecdsa('sha512');
    // Canonical XML 1.1 differs from 1.0 only in xml:id/xml:base handling, which DCCs do not use.
    (signed.CanonicalizationAlgorithms as Record<string, unknown>)[
      'http://www.w3.org/2006/12/xml-c14n11'
    ] = C14nCanonicalization;
    // xml-crypto's types name the DOM lib's Node; @xmldom's element is what it walks.
    signed.loadSignature(signature as unknown as Parameters<SignedXml['loadSignature']>[0]);
    const valid = signed.checkSignature(xml);
    return valid
      ? { status: 'valid', signer, detail: null }
      : {
          status: 'invalid',
          signer,
          detail: 'The signature does not match the content: the file was changed after signing.',
        };
  } catch (error) {
    return {
      status: 'invalid',
      signer,
      detail: `The signature could not be verified: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}
