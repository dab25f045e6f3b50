import { Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { sharedStyles } from '../shared';
import * as styles from './announcementBar.css';

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

/**
 * A one-line message in its own band, optionally a link. It scrolls with the page; above a
 * floating header use the header's own announcement, which floats with it.
 */
export const AnnouncementBar = ({ settings }: SectionProps<typeof announcementBarSchema>) => {
  const intl = useIntl();
  if (!settings.text) return null;
  return (
    <aside
      aria-label={intl.formatMessage({ id: 'announcement.label' })}
      className={sharedStyles.tone[settings.tone]}
    >
      <div className={`${sharedStyles.container} ${styles.line}`}>
        <Text size="small" tone="inherit">
          {settings.link ? (
            <a className={sharedStyles.link} href={settings.link}>
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
