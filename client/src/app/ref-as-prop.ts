import { options } from 'preact';

// Decision 033. React 19 hands a function component its `ref` as a prop, and the app's components
// are written so (Input, Select, Button, Card spread it onto their element; react-hook-form's
// register() and Radix's asChild pass refs that way). Preact 10 keeps a ref for itself unless the
// component is wrapped in forwardRef; this hook (Preact's public `options.vnode`, run for every
// element created) gives plain function components React 19's rule. Class components and
// forwardRef wrappers (marked isReactComponent by preact/compat) keep theirs.
const previousHook = options.vnode;

options.vnode = (vnode) => {
  const { type } = vnode;
  if (typeof type === 'function' && vnode.ref && !(type.prototype && ('render' in type.prototype || 'isReactComponent' in type.prototype))) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    vnode.ref = null;
  }
  previousHook?.(vnode);
};
