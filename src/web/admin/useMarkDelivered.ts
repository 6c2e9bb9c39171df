import { orderTexts as t } from '@shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { adminKeys, markDelivered } from './api';

/** 'Mark as delivered' with the spec's three notices (already delivered is information, not an error). */
export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => markDelivered(orderId),
    onSuccess: (result) => {
      if (result.alreadyDelivered) toast.info(t.alreadyDelivered);
      else toast.success(t.markedDelivered);
    },
    onError: () => toast.error(t.markDeliveredFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
