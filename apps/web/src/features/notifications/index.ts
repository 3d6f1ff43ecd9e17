// What the app shell takes from the notifications feed (features never import each other).
export { useHasNotificationsFeed } from './api/get-content-cards';
export { NotificationsButton } from './components/notifications-button';
export { useRefreshContentCards } from './refresh-content-cards';
