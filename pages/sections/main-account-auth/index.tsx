import { defineSectionEntry } from '../../layout/types';
import { schema } from './schema';
import AccountAuthSection from './Section';

/** Registered the old way until the section contract's registry line replaces this file. */
export const mainAccountAuth = defineSectionEntry({ schema, component: AccountAuthSection });
