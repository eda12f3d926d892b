/** A workbook the merge cannot use; the message names the problem for the user (422). */
export class RegisterMergeError extends Error {
  override name = 'RegisterMergeError';
}
