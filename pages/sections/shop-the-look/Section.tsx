import { ResponsiveImage } from '../../../components';
import { moneyText } from '../../../components/Price/MoneyText';
import { useIntl } from '../../../lib/i18n/intl';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import type { ShopTheLookData } from './model';
import type { schema } from './schema';
import * as styles from './shopTheLook.css';

/** "Shop the look": the other products of the look the product belongs to, as plain links. */
export const ShopTheLook = ({ id, data }: SectionProps<typeof schema, ShopTheLookData | null>) => {
  const intl = useIntl();
  if (!data) return null;
  const headingId = `${id}-heading`;
  return (
    <SectionShell labelledBy={headingId}>
      <div className={styles.look}>
        <h2 id={headingId}>{intl.formatMessage({ id: 'combinationThumbnails.heading' })}</h2>
        <p>{data.title}</p>
        <ul>
          {data.items.map((item) => (
            <li key={item.id}>
              <a href={item.href}>
                <span data-media="">
                  {item.imageSrc ? (
                    <ResponsiveImage
                      src={item.imageSrc}
                      alt=""
                      fit="cover"
                      sizes="(min-width: 750px) 12rem, 45vw"
                    />
                  ) : null}
                </span>
                <span data-title="">{item.title}</span>
                <span data-price="">{moneyText(item.price.amount, item.price.currency, intl.locale)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
};

export default ShopTheLook;
