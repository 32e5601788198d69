/** Spec §6: main quizzes, redeeming and buying packages are for KYC-verified users only. */
export function isKycVerified(status: { verified: boolean } | null | undefined): boolean {
  return status?.verified === true;
}
