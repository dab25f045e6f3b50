import { defineSectionEntry } from '../../layout/types';
import AccountAuthSection from './Section';
import { schema } from './schema';

/** Registered the old way until the section contract's registry line replaces this file. */
export const mainAccountAuth = defineSectionEntry({ schema, component: AccountAuthSection });
