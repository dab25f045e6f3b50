import type { WireComment } from '../../../api/content';
import type { SizeChart } from './SizeChartDialog';

export interface MainProductData {
  reviews: WireComment[];
  reviewTotal: number;
  sizeChart: SizeChart | null;
}
