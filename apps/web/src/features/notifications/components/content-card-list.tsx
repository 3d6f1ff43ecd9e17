import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ContentCard, ContentCardCategory, ContentCardsResult } from '@fairdraw/contracts';
import { useNow } from '../../../lib/use-now';
import { useMarkCardsViewed } from '../api/mark-cards-viewed';
import { absoluteCardDate, relativeCardDate } from '../card-date';

const linkLabels: Record<ContentCardCategory, string> = {
  prize: 'See your ticket',
  results: 'See the results',
  promotion: 'Find out more',
  account: 'Go there',
};

/**
 * The cards of the open panel. The cards that were new when it opened are marked viewed at once (the
 * badge drops) but stay marked "New" here until the panel closes, so the customer sees what arrived.
 */
export function ContentCardList({ feed, onNavigate }: { feed: ContentCardsResult; onNavigate: () => void }) {
  const [newIds] = useState(() => new Set(feed.cards.filter((card) => !card.viewed).map((card) => card.id)));
  const { mutate: markViewed } = useMarkCardsViewed();
  useEffect(() => {
    if (newIds.size > 0) markViewed([...newIds]);
  }, [newIds, markViewed]);
  const now = useNow();

  return (
    <ul className="content-card-list">
      {feed.cards.map((card) => (
        <ContentCardItem
          key={card.id}
          card={card}
          isNew={!card.viewed || newIds.has(card.id)}
          now={now}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}

interface ContentCardItemProps {
  card: ContentCard;
  isNew: boolean;
  now: Date;
  onNavigate: () => void;
}

function ContentCardItem({ card, isNew, now, onNavigate }: ContentCardItemProps) {
  return (
    <li className={isNew ? 'content-card content-card-new' : 'content-card'}>
      <h3 className="content-card-title">
        {isNew ? <span className="visually-hidden">New: </span> : null}
        {card.title}
      </h3>
      {isNew ? (
        <span className="content-card-new-tag" aria-hidden="true">
          New
        </span>
      ) : null}
      <p className="content-card-body">{card.body}</p>
      <div className="content-card-footer">
        <time
          className="content-card-date"
          dateTime={card.createdAt}
          title={absoluteCardDate(card.createdAt)}
        >
          {relativeCardDate(card.createdAt, now)}
        </time>
        {card.linkPath ? (
          <Link
            className="content-card-link"
            to={card.linkPath}
            onClick={onNavigate}
            aria-label={`${linkLabels[card.category]}: ${card.title}`}
          >
            {linkLabels[card.category]}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
