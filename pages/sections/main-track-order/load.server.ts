import { progressSteps } from '../../../lib/orders/status';
import type { SectionLoadArgs } from '../../layout/types';
import type { TrackedShipment, TrackOrderView } from './model';
import type { schema } from './schema';
import { readTrackCookie } from './trackCookie.server';

const stepOf = (step: string) => progressSteps.find((each) => each === step) ?? 'ordered';

/**
 * The lookup the page's URL names: `?order=<number>` with the proof cookie the form's action set,
 * or `?tracking=<number>`. Nothing found (or no proof) shows the forms alone.
 */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<TrackOrderView> => {
  const { store, url, request } = context;
  const number = url.searchParams.get('order');
  const tracking = url.searchParams.get('tracking');
  let result: TrackedShipment | null = null;
  if (number) {
    const proof = readTrackCookie(request);
    if (proof?.number === number) {
      const order = await store.checkout.track(proof.number, proof.email).catch(() => null);
      if (order)
        result = {
          orderName: order.name,
          step: stepOf(order.progress.step),
          needsAttention: order.progress.needs_attention,
          cancelled: order.state === 'cancelled',
          trackingNumber: order.tracking_number,
          carrier: order.carrier,
          expectedDelivery: order.expected_delivery_date,
        };
    }
  } else if (tracking && /^[A-Za-z0-9]{5,50}$/.test(tracking)) {
    const shipment = await store.tracking.byTrackingNumber(tracking).catch(() => null);
    if (shipment)
      result = {
        orderName: null,
        step: stepOf(shipment.data.progress.step),
        needsAttention: shipment.data.progress.needs_attention,
        cancelled: false,
        trackingNumber: shipment.data.tracking_number,
        carrier: shipment.data.carrier,
        expectedDelivery: shipment.data.expected_delivery_date,
      };
  }
  return { result };
};
