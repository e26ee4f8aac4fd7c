import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';
import { forwardRef } from 'react';

/**
 * Blueprint's native select, with its caret silent: Blueprint titles the caret "Open dropdown" in
 * English, which a Chinese page would show on hover and read aloud; the select's own label
 * already says what it is.
 */
export const Select = forwardRef<HTMLSelectElement, HTMLSelectProps>((props, ref) => (
  <HTMLSelect ref={ref} {...props} iconProps={{ title: undefined, ...props.iconProps }} />
));
Select.displayName = 'Select';
