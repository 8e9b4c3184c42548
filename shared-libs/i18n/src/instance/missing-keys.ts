/** The log line of a dictionary key the code uses and no dictionary has (the e2e language walk fails on it). */
export const MISSING_KEY_LOG = 'missing dictionary key';
