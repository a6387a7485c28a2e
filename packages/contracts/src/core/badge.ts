/** Colour intent of a status badge (maps onto antd's Badge/Tag statuses). */
export type BadgeTone = 'success' | 'processing' | 'warning' | 'error' | 'default';

export interface Badge {
  label: string;
  tone: BadgeTone;
}
