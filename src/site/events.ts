/** Window event that asks the layout to mount the toast area (so pages without toasts never load toast code). */
export const TOAST_REQUESTED = 'bloomcalc:toast-requested';
