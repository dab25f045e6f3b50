import { Text } from '../../components';
import { useIntl } from '../../lib/i18n/intl';
import { withLanguageMessages } from '../../lib/i18n/languageMessages';
import { toIntlLocale } from '../../lib/i18n/locales';
import { SectionShell } from '../sections/shared';

/** Says, in English, that the page's language could not be loaded and the page is in English. */
const PackFailedNoticeContent = ({ locale }: { locale: string }) => {
  const intl = useIntl();
  const language = new Intl.DisplayNames(['en-US'], { type: 'language' }).of(toIntlLocale(locale)) ?? locale;
  return (
    <SectionShell narrow paddingY="small">
      <div role="status">
        <Text as="p" tone="critical">
          {intl.formatMessage({ id: 'language.loadFailed' }, { language })}
        </Text>
      </div>
    </SectionShell>
  );
};

/** With the language scope's texts (lib/i18n/messageScopes.ts). */
export const PackFailedNotice = withLanguageMessages(PackFailedNoticeContent);
