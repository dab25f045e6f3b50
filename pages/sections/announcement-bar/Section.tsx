import { Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import type { SectionProps } from '../../layout/types';
import { sharedStyles } from '../shared';
import * as styles from './announcementBar.css';
import type { schema } from './schema';

/**
 * A one-line message in its own band, optionally a link. It scrolls with the page; above a
 * floating header use the header's own announcement, which floats with it.
 */
export const AnnouncementBar = ({ settings }: SectionProps<typeof schema>) => {
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

export default AnnouncementBar;
