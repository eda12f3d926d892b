/**
 * The 10,000 most common passwords, refused at sign-up and on every password change.
 *
 * Source: the `passwords-common` dictionary of @zxcvbn-ts/language-common (MIT licence), a
 * frequency-ranked list derived from Mark Burnett's 10-million-password corpus (the same list as
 * the widely used "10k most common passwords"). Only its first 10,000 entries — the most common
 * ones — are used: the long tail would refuse reasonable passphrases. Shipped in node_modules, so
 * nothing is fetched at run time. The list is lower-case; comparison ignores case.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_COUNT = 10_000;

let commonPasswords: Set<string> | null = null;

function list(): Set<string> {
  // Built on first use (~10 ms) rather than at import, so tools that never check a password
  // (the CLI, migrations) do not pay for it.
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT),
  );
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return list().has(password.toLowerCase());
}
