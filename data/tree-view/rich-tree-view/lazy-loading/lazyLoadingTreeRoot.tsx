import * as React from 'react';

/**
 * The root of a `RichTreeViewPro` without a licence key. The component draws its watermark, a
 * `div`, inside its root `ul`, which is not valid HTML; this root renders the list and the
 * watermark side by side in a `div`. With a licence key there is no watermark and no need for it.
 */
export const WatermarkSafeRoot = React.forwardRef(function WatermarkSafeRoot(
  props: React.HTMLAttributes<HTMLUListElement> & { ownerState?: unknown },
  ref: React.Ref<HTMLUListElement>,
) {
  const { ownerState: _ownerState, children, style, ...other } = props;
  const [items, ...watermark] = React.Children.toArray(children);
  return (
    // Full height of the demo's box, so the watermark does not move when the items arrive.
    <div style={{ position: 'relative', minHeight: '100%' }}>
      <ul
        ref={ref}
        {...other}
        style={{ listStyle: 'none', margin: 0, padding: 0, outline: 0, ...style }}
      >
        {items}
      </ul>
      {watermark}
    </div>
  );
});
