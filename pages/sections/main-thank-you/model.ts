/** What the lookup form's action answers when the email does not match. */
export interface OrderLookupActionData {
  email: string;
  error: string;
}

export interface MainThankYouData {
  countryName: string;
}
