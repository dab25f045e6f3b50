import { defineSectionEntry } from '../../layout/types';
import { load } from './load.server';
import OrderHistorySection from './Section';
import { schema } from './schema';

/** Registered the old way until the section contract's registry line replaces this file. */
export const mainAccountOrders = defineSectionEntry({ schema, component: OrderHistorySection, load });
