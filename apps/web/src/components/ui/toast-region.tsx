// The toasts' stack, loaded with react-aria the first time a toast is shown (toast.tsx).
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { CloseIcon } from './icons';
import { OK_GOT_IT, type ToastContentData, type ToastQueueOf } from './toast-model';

/** The stack at the bottom of the screen: a landmark of its own, each toast announced as it comes. */
export function ToastStack({ queue }: { queue: ToastQueueOf }) {
  return (
    <ToastRegion queue={queue} className="toast-region">
      {({ toast }) => <ToastItem content={toast.content} toast={toast} />}
    </ToastRegion>
  );
}

function ToastItem({
  content,
  toast,
}: {
  content: ToastContentData;
  toast: Parameters<typeof Toast>[0]['toast'];
}) {
  const okAction = content.actions?.find((action) => action.label === OK_GOT_IT);
  const otherActions = content.actions?.filter((action) => action !== okAction) ?? [];
  return (
    <Toast toast={toast} className="toast">
      {content.icon ? (
        <span className="toast-icon" aria-hidden="true">
          {content.icon}
        </span>
      ) : null}
      <ToastContent className="toast-content">
        {content.title ? (
          <Text slot="title" className="toast-title">
            {content.title}
          </Text>
        ) : null}
        <Text slot="description">{content.message}</Text>
        {otherActions.length > 0 ? (
          <div className="toast-actions">
            {otherActions.map((action) => (
              <Button key={action.label} className="button button-small" onPress={action.onAction}>
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </ToastContent>
      <Button
        slot="close"
        className="icon-button"
        aria-label={okAction ? OK_GOT_IT : 'Dismiss'}
        onPress={okAction?.onAction}
      >
        <CloseIcon />
      </Button>
    </Toast>
  );
}
