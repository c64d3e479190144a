export { clampPage, paginate, type Paginated } from './paginate';
export { PAGE_WINDOW_SIZE, pageWindow } from './page-window';
