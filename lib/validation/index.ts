/**
 * Shared validation rules for the checkout forms (react-hook-form via
 * @hookform/resolvers' zodResolver) and the store API. Issue messages are i18n ids
 * (`validation.<field>.<rule>`); messages.ts holds the English texts and the API error helper.
 */
export {
  type Login,
  loginSchema,
  passwordLength,
  type Register,
  type RegisterInput,
  registerSchema,
} from './account.ts';
export {
  type AddressFieldName,
  type AddressWireName,
  addressFieldFromWire,
  addressFields,
  addressInputFromWire,
  addressLineMaxLength,
  addressQueryLength,
  addressQuerySchema,
  addressWireNames,
  checkCountryRules,
  countPhoneDigits,
  countrySchema,
  phoneMaxDigits,
  phoneSchema,
  type ShippingAddress,
  type ShippingAddressInput,
  shippingAddressSchema,
} from './address.ts';
export { brazilTaxIdValid, cnpjValid, cpfValid } from './brazil.ts';
export {
  type CardBrand,
  type CardExpiry,
  cardBrands,
  cardNameSchema,
  cardNumberSchema,
  createPaymentCardSchema,
  detectCardBrand,
  isCardExpired,
  luhnValid,
  type PaymentCard,
  type PaymentCardInput,
  type PaymentCardSchemaOptions,
  parseCardExpiry,
  paymentCardSchema,
  securityCodeLength,
} from './card.ts';
export {
  cartNoteMaxLength,
  cartNoteRequestSchema,
  cartNoteSchema,
  couponCodeMaxLength,
  couponCodeSchema,
  searchQueryMaxLength,
  searchQuerySchema,
} from './cart.ts';
export {
  type Checkout,
  type CheckoutInput,
  checkoutSchema,
  createCheckoutSchema,
  createPaymentMethodSchema,
  type PaymentMethod,
  type PaymentMethodInput,
  type PaymentMethodSelection,
  paymentMethodSchema,
  paymentMethods,
  shippingMethodSchema,
} from './checkout.ts';
export {
  type ContactInformation,
  type ContactInformationInput,
  type CustomerEmail,
  checkboxSchema,
  contactInformationSchema,
  customerEmailSchema,
  emailMaxLength,
  emailSchema,
} from './contact.ts';
export {
  type ContactMessage,
  type ContactMessageInput,
  contactMessageMaxLength,
  contactMessageSchema,
  contactNameMaxLength,
  type Newsletter,
  type NewsletterInput,
  newsletterCodeMaxLength,
  newsletterSchema,
} from './contactForm.ts';
export {
  countriesWithProvinces,
  customsCodeRequiredCountries,
  isIsoCountryCode,
  isoCountryCodes,
  isPostcodeRequired,
  isProvinceRequired,
  type PostcodeRequiredCountry,
  type ProvinceLabel,
  postcodePatterns,
  postcodeRequiredCountries,
  provinceLabels,
} from './countries.ts';
export {
  checkKlarnaRules,
  type KlarnaAddressIssue,
  klarnaAddressIssues,
  klarnaAddressTextValid,
  klarnaNameValid,
  klarnaNumericPostcodeCountries,
  klarnaShippingAddressSchema,
} from './klarna.ts';
export {
  englishValidationMessage,
  fieldErrors,
  isValidationMessageId,
  type ValidationMessageId,
  validationMessages,
} from './messages.ts';
export {
  type OrderTracking,
  type OrderTrackingInput,
  orderLookupSchema,
  orderNumberSchema,
  orderTrackingSchema,
  trackingNumberLookupSchema,
  trackingNumberPattern,
  trackingNumberSchema,
} from './orderTracking.ts';
export { isPoBox } from './poBox.ts';
export {
  avatarImageSchema,
  type ImageFileLike,
  imageFileSchema,
  imageSizeLimits,
  isAllowedImageType,
  type Review,
  type ReviewInput,
  ratingSchema,
  reviewBodyMaxLength,
  reviewImageExtensions,
  reviewImageMimeTypes,
  reviewMaxPhotos,
  reviewPhotoSchema,
  reviewSchema,
} from './review.ts';
