export {
  clampPage,
  getPaginationItems,
  type PaginationItem,
  type PaginationOptions,
  parsePageParam,
} from './paginationItems';
