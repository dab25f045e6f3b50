import { defineSectionEntry } from '../../layout/types';
import { load } from './load.server';
import { schema } from './schema';
import PaymentMethodsSection from './Section';

/** Registered the old way until the section contract's registry line replaces this file. */
export const mainAccountPaymentMethods = defineSectionEntry({ schema, component: PaymentMethodsSection, load });
