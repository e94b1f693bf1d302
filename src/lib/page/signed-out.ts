// This browser's push subscription (decision 060), and ending it after a logout on this device: the
// subscription is ended at the push service, which then answers the portal's next push with 410, and
// the portal forgets the device. Someone who logs in on this browser next gets none of her pushes.
export async function pushSubscriptionHere() {
  if (!('serviceWorker' in navigator)) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function forgetPushHere() {
  await (await pushSubscriptionHere())?.unsubscribe();
}
