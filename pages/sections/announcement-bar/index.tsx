import { Text } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { sharedStyles as styles } from '../shared';

export const announcementBarSchema = defineSection({
  type: 'announcement-bar',
  name: 'Announcement bar',
  limit: 1,
  settings: [
    { id: 'text', type: 'text', label: 'Text', default: '', maxLength: 200 },
    { id: 'link', type: 'url', label: 'Link', default: '' },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'neutralInverted' },
  ],
});

/** A one-line message above the header, optionally a link. */
export const AnnouncementBar = ({ settings }: SectionProps<typeof announcementBarSchema>) => {
  if (!settings.text) return null;
  return (
    <aside aria-label="Announcement" className={styles.tone[settings.tone]}>
      <div className={styles.container} style={{ textAlign: 'center', paddingBlock: '0.5rem' }}>
        <Text size="small" tone="inherit">
          {settings.link ? (
            <a className={styles.link} href={settings.link}>
              {settings.text}
            </a>
          ) : (
            settings.text
          )}
        </Text>
      </div>
    </aside>
  );
};

export const announcementBar = defineSectionEntry({
  schema: announcementBarSchema,
  component: AnnouncementBar,
});
