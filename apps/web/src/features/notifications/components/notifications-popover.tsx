import type { RefObject } from 'react';
import { Button, Dialog, Heading, Popover } from 'react-aria-components';
import { CloseIcon } from '../../../components/ui/icons';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useContentCards } from '../api/get-content-cards';
import { ContentCardList } from './content-card-list';

/**
 * The feed in a popover by the bell, loaded when the bell is first pressed (notifications-button.tsx).
 * react-aria keeps focus inside, closes on Escape or a press outside and returns focus to the bell.
 */
export function NotificationsPopover({
  triggerRef,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  return (
    <Popover
      className="notifications-popover"
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom end"
      offset={6}
    >
      <Dialog className="notifications-dialog" aria-labelledby="notifications-title">
        <div className="notifications-header">
          <Heading slot="title" id="notifications-title" className="notifications-title">
            Notifications
          </Heading>
          <Button className="icon-button" aria-label="Close notifications" onPress={onClose}>
            <CloseIcon />
          </Button>
        </div>
        <NotificationsPanel onNavigate={onClose} />
      </Dialog>
    </Popover>
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
