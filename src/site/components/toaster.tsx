import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { pageMessage } from '../browser/page-messages';

/** Site-wide toasts; `toaster.create({ title, description, type: 'success' | 'error' })`. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Renders the toasts (mounted once in the layout). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={pageMessage('toastClose')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
