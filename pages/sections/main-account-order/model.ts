export type { OrderDetailView } from '../../account/views';
