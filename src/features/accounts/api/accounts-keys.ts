export const accountsKeys = {
  passwordCheck: (password: string, email: string) => ['accounts', 'password-check', password, email] as const,
};
