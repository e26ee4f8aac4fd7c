import {
  Dialog as BlueprintDialog,
  Drawer as BlueprintDrawer,
  Button,
  Classes,
  type DialogProps,
  type DrawerProps,
  H2,
  Icon,
} from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Blueprint's dialog and drawer with their header drawn here: Blueprint names its close button
 * "Close" in English whatever the page's language, so a screen reader on a Chinese page heard
 * English. Same props and markup (classes) as Blueprint's; the close button says 关闭 in Chinese.
 */
export function Dialog({ title, icon, children, isCloseButtonShown, ...props }: DialogProps) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <BlueprintDialog
      {...props}
      aria-labelledby={props['aria-labelledby'] ?? (title == null ? undefined : id)}
    >
      {title != null && (
        <div className={Classes.DIALOG_HEADER}>
          <Icon icon={icon} aria-hidden tabIndex={-1} />
          <H2 id={id}>{title}</H2>
          {isCloseButtonShown !== false && (
            <Button
              aria-label={t('app.close')}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon="small-cross"
              onClick={props.onClose}
              variant="minimal"
            />
          )}
        </div>
      )}
      {children}
    </BlueprintDialog>
  );
}

export function Drawer({ title, icon, children, isCloseButtonShown, ...props }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <BlueprintDrawer {...props}>
      {title != null && (
        <div className={Classes.DRAWER_HEADER}>
          <Icon icon={icon} size={20} />
          {/* an h2 under the page's h1 (an h4 skipped two levels), drawn at the h4's size */}
          <H2 className="cpt-drawer-title">{title}</H2>
          {isCloseButtonShown !== false && (
            <Button
              aria-label={t('app.close')}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon={<Icon icon="small-cross" size={20} />}
              onClick={props.onClose}
              variant="minimal"
            />
          )}
        </div>
      )}
      {children}
    </BlueprintDrawer>
  );
}
