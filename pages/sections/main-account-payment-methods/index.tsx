import { defineSectionEntry } from '../../layout/types';
import { load } from './load.server';
import PaymentMethodsSection from './Section';
import { schema } from './schema';

/** Registered the old way until the section contract's registry line replaces this file. */
export const mainAccountPaymentMethods = defineSectionEntry({
  schema,
  component: PaymentMethodsSection,
  load,
});
