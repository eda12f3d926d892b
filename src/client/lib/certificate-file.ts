/**
 * SPEC §5: a certificate is a PDF — or, since labs issue them, a Digital Calibration Certificate
 * (DCC) XML file. Some systems report no type at all; the name then stands in for it (the server
 * checks the bytes either way).
 */
export function isCertificateFile(file: File): boolean {
  if (file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name))) {
    return true;
  }
  const xmlType = file.type === '' || file.type === 'text/xml' || file.type === 'application/xml';
  return xmlType && /\.xml$/i.test(file.name);
}
