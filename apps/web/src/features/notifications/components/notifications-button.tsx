import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { CloseIcon, BellIcon } from '../../../components/ui/icons';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useContentCards } from '../api/get-content-cards';
import { ContentCardList } from './content-card-list';
import '../notifications.css';

/** The badge stops growing here; the accessible name still says the real count. */
const BADGE_MAX = 99;

export function notificationsLabel(unviewedCount: number): string {
  return unviewedCount > 0 ? `Notifications, ${unviewedCount} unread` : 'Notifications';
}

/**
 * The header's bell: its name and badge say how many cards are unviewed, and pressing it opens the
 * feed in a popover (react-aria keeps focus inside, closes on Escape and returns focus to the bell).
 */
export function NotificationsButton() {
  const feed = useContentCards();
  const count = feed.data?.unviewedCount ?? 0;
  return (
    <DialogTrigger>
      <Button className="icon-button notifications-button" aria-label={notificationsLabel(count)}>
        <BellIcon />
        {count > 0 ? (
          <span className="icon-badge notifications-badge" aria-hidden="true">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </Button>
      <Popover className="notifications-popover" placement="bottom end" offset={6}>
        <Dialog className="notifications-dialog" aria-labelledby="notifications-title">
          {({ close }) => (
            <>
              <div className="notifications-header">
                <Heading slot="title" id="notifications-title" className="notifications-title">
                  Notifications
                </Heading>
                <Button className="icon-button" aria-label="Close notifications" onPress={close}>
                  <CloseIcon />
                </Button>
              </div>
              <NotificationsPanel onNavigate={close} />
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function NotificationsPanel({ onNavigate }: { onNavigate: () => void }) {
  const feed = useContentCards();
  if (feed.isPending) return <ListSkeleton label="Loading notifications" count={2} />;
  if (feed.isError)
    return (
      <ErrorState
        message="We could not load your notifications."
        onRetry={() => {
          void feed.refetch();
        }}
      />
    );
  if (feed.data.cards.length === 0)
    return <EmptyState picture="no-notifications">No notifications yet</EmptyState>;
  return <ContentCardList feed={feed.data} onNavigate={onNavigate} />;
}
