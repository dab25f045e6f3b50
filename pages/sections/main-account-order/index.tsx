import { defineSectionEntry } from '../../layout/types';
import { load } from './load.server';
import { schema } from './schema';
import OrderSection from './Section';

/** Registered the old way until the section contract's registry line replaces this file. */
export const mainAccountOrder = defineSectionEntry({ schema, component: OrderSection, load });
