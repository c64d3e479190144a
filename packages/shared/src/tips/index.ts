export { TIP_FOLLOW_UP_BUSINESS_DAYS, TIPS, type Tip } from './tips';
