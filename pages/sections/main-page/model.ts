/** What the page section shows: a merchant page, the policies index or a newsletter step. */
export type MainPageData =
  | {
      kind: 'page';
      title: string;
      /** Sanitised when rendered. */
      bodyHtml: string;
      /** `contact` adds the contact form, `faq` the questions. */
      template: 'page' | 'contact' | 'faq';
      faq: { question: string; answerHtml: string }[];
    }
  | { kind: 'policies'; policies: { title: string; path: string }[] }
  | {
      kind: 'newsletter';
      /** `pending`: check your inbox; `confirm`: the confirm button for `token`; `confirmed`; `invalid` link. */
      step: 'pending' | 'alreadySubscribed' | 'confirm' | 'confirmed' | 'invalid' | 'form';
      token: string;
    };

/** What the contact and newsletter actions answer for the form to show. */
export interface FormActionData {
  form: 'contact' | 'newsletter';
  ok: boolean;
  /** Message ids per field. */
  errors: Record<string, string>;
  values: Record<string, string>;
}
