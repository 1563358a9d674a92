import type { SignOffRequest } from '@changdee/contract/sign-off';

// Signatures for the tests (decision 078): a 60×24 PNG with a drawn stroke, as the signature pad
// sends it (a data URL), and a blank one of the same size (nothing drawn: transparent everywhere).

export const DRAWN_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADwAAAAYCAYAAACmwZ5SAAAACXBIWXMAAAsTAAALEwEAmpwYAAAByklEQVRYhe2XTStEYRTHf15qJi9fYyI2Ul5CeYkaxU6ytmDjCyiy8lITZWxkIRsWNr6A+QDYeAlLFqykkLxmdOq/mBTXPPdeNO6vbs1izv+cc59zzzkPRERE/GeKgA5gGtgGjoATIAPMAW0UCMXAsJLLejy7QNcvxBgHeoMQqgf2chI6A2aBJFADVAE9wAxwof+8AQtAKT+HxWS+U35ERoHHnEQHgRKPtzwOPMlmC4gRPo3Aqx777VTC6ZxTXQTK8gzgSrab+vbDohI4la9ZFwErwzUJPABDjoHUAtfSmSI8NuRjXxWWNysSuFVH9kO331LzYEyx3gAJF4FJCdwDzQEFNSfNY9cT+IR+vUhrkAMuAgMyNpG+AAOLK9mskg+CFh2KaU64CCRUwlmVSZhd1MrcD53AnWJddj2BAwmsEx5T8nGthubCkBqp6ax6jEjPb8y2qArCo0gjKquR1ZSHbTmwlDMm066jrlFl9gI0ED4xLSMW9LOWlK8aWYmWnXPZ2BI04ieAlJ+B7YjN+Xk1SPN9Kf+2nlar3JOqvPMPO3pdEAH0Bjwu8mk+O9+4jJzo4mLbX0HQqtPMKLlDXT3tCtoe8loaERHB3+YdU46HZ1WX02wAAAAASUVORK5CYII=';

export const BLANK_SIGNATURE =
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAYCAYAAACmwZ5SAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAHUlEQVRYhe3BMQEAAADCoPVPbQsvoAAAAAAAoJsBFpgAAbTvCiIAAAAASUVORK5CYII=';

/** The customer signed on the technician's phone. */
export const SIGNED: SignOffRequest = {
  kind: 'signed',
  name: 'สมหญิง ใจดี',
  signature: DRAWN_SIGNATURE,
};

/** The customer was not home: they confirm later on their page. */
export const ABSENT: SignOffRequest = { kind: 'absent', reason: 'customer_not_home', note: '' };
