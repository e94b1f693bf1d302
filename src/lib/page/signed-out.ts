// After a logout on this device: push notifications stop here too (decision 060). The browser's
// subscription is ended at the push service, which then answers the portal's next push with 410, and
// the portal forgets the device. Someone who logs in on this browser next gets none of her pushes.
export async function forgetPushHere() {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  await sub?.unsubscribe();
}
