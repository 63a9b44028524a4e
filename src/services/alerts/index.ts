/**
 * Saved searches and their alert mails ("Saved searches" in docs/decisions.md): the public
 * surface for routes, the jobs and scripts. Watching one car (price drops, reserved, sold) is to
 * share this storage: an alert of kind 'car' with its car_id, fed by catalog_price_history.
 */
export { createAlert, confirmAlert, unsubscribe, listAlerts, manageAlerts } from './subscriptions'
export { recordBounce } from './bounces'
export type { AlertResult } from './subscriptions'
export { maxAlertsPerAddress } from './subscriptions'
export { matchPendingChanges, type MatchReport } from './matching'
export { sendDueAlertMails, idleDays } from './delivery'
export type { AlertDeps } from './deps'
export { alertDictionaryEntries } from './texts'
export { alertToConfirm, alertToUnsubscribe, type AlertView } from './views'
export { alertLabel } from './label'
export { alertPagePaths } from './links'
export { watchCar, watchesCar, sendCarWatchMails } from './car-watch'
