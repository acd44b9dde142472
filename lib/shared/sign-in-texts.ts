// Texts of single sign-on (issue 35), shown by the login screen and written in the password emails.

export const signInWithLabel = (providerName: string) => `Sign in with ${providerName}`;

export const passwordSignInOffText = (providerName: string) =>
  `Password sign-in is turned off. Sign in with ${providerName} instead.`;
