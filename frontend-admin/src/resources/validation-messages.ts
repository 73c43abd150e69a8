/** Messages of the forms' own rules, as i18n keys (the field shows them in the admin's language). */
export const validationMessages = {
  nameRequired: 'validation.nameRequired',
  fillInTheField: 'validation.fillInTheField',
  sysNameRequired: 'validation.sysNameRequired',
  fieldRequired: 'validation.fieldRequired',
  titleRequired: 'validation.titleRequired',
  keywordRequired: 'validation.keywordRequired',
  fieldTypeRequired: 'validation.fieldTypeRequired',
  titleNeedsTracking: 'validation.titleNeedsTracking',
  emailFormat: 'validation.emailFormat',
  passwordLength: 'validation.passwordLength',
  codeFormat: 'validation.codeFormat',
  selectCarrier: 'validation.selectCarrier',
  selectContentType: 'validation.selectContentType',
} as const;
