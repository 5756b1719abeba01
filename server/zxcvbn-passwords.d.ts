// The package ships its dictionaries as modules without types; this one is a plain list of strings.
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
