import { useLoaderData } from 'react-router';
import type { TemplatePageData } from '../loaders/page.server';
import { SectionList } from './SectionList';

/** The component of every templated route: its sections, in order. */
export const TemplatePage = () => {
  const { sections, page, themeSettings } = useLoaderData() as TemplatePageData;
  return <SectionList sections={sections} page={page} themeSettings={themeSettings} />;
};
