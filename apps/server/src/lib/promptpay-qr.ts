// The shop's PromptPay QR: the clerk's payment panel (orders/payments.ts) and the customer's
// tracking page (modules/tracking, docs/decisions/046) show the same code for an order.

/** The EMVCo QR payload paying `amount` baht to the shop's PromptPay id, and its PNG image. */
export async function promptPayQr(
  promptPayId: string,
  amount: number,
): Promise<{ payload: string; image: string }> {
  // Loaded at the first payment, not at start-up (docs/decisions/038).
  const [{ default: generatePromptPayPayload }, { default: QRCode }] = await Promise.all([
    import('promptpay-qr'),
    import('qrcode'),
  ]);
  const payload = generatePromptPayPayload(promptPayId, { amount });
  const image = await QRCode.toDataURL(payload, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  return { payload, image };
}
