import { type Language, LANGUAGES, type TrackingStatus } from '@parcelpilot/contracts';
import { TRACKING_STATUS_BADGE } from '../tracking/tracking-status.js';

/** The site's languages; a follow's mails are written in the one it was made in. */
export const FOLLOW_LANGUAGES = LANGUAGES;
export type FollowLanguage = Language;

interface FollowMailTexts {
  status: Record<TrackingStatus, string>;
  confirmSubject: (number: string) => string;
  confirmBody: (number: string, confirmUrl: string) => string;
  changeSubject: (number: string, status: string) => string;
  changeIntro: (number: string, status: string) => string;
  latestEvents: string;
  seeResult: string;
  unsubscribe: string;
  manage: string;
}

/** Texts of the follow mails, per language (the site's own status labels, from frontend-public's locales). */
export const FOLLOW_MAIL_TEXTS: Record<FollowLanguage, FollowMailTexts> = {
  en: {
    status: TRACKING_STATUS_BADGE,
    confirmSubject: (number) => `Confirm e-mail updates for ${number}`,
    confirmBody: (number, url) =>
      `Someone (hopefully you) asked ParcelPilot to e-mail this address when parcel ${number} changes.\n\n` +
      `Confirm here:\n${url}\n\nIf it was not you, ignore this e-mail: nothing more will be sent, and the address is ` +
      'deleted in two days.',
    changeSubject: (number, status) => `${number}: ${status}`,
    changeIntro: (number, status) => `Parcel ${number} is now: ${status}.`,
    latestEvents: 'Latest events:',
    seeResult: 'See the whole timeline:',
    unsubscribe: 'Stop e-mails about this parcel:',
    manage: 'Stop all parcel e-mails to this address:',
  },
  de: {
    status: {
      delivered: 'Zugestellt',
      'delivery fail': 'Zustellung fehlgeschlagen',
      'out for delivery': 'In Zustellung',
      returned: 'Zurückgesendet',
      'in transit': 'Unterwegs',
      'not found': 'Nicht gefunden',
    },
    confirmSubject: (number) => `E-Mail-Benachrichtigungen für ${number} bestätigen`,
    confirmBody: (number, url) =>
      `Jemand (hoffentlich Sie) hat ParcelPilot gebeten, diese Adresse zu benachrichtigen, wenn sich die Sendung ` +
      `${number} ändert.\n\nHier bestätigen:\n${url}\n\nWaren Sie es nicht, ignorieren Sie diese E-Mail: Es kommt ` +
      'nichts mehr, und die Adresse wird in zwei Tagen gelöscht.',
    changeSubject: (number, status) => `${number}: ${status}`,
    changeIntro: (number, status) => `Sendung ${number} ist jetzt: ${status}.`,
    latestEvents: 'Letzte Ereignisse:',
    seeResult: 'Den ganzen Verlauf ansehen:',
    unsubscribe: 'Keine E-Mails mehr zu dieser Sendung:',
    manage: 'Keine Sendungs-E-Mails mehr an diese Adresse:',
  },
  es: {
    status: {
      delivered: 'Entregado',
      'delivery fail': 'Entrega fallida',
      'out for delivery': 'En reparto',
      returned: 'Devuelto',
      'in transit': 'En tránsito',
      'not found': 'No encontrado',
    },
    confirmSubject: (number) => `Confirma los avisos por correo de ${number}`,
    confirmBody: (number, url) =>
      `Alguien (esperamos que tú) pidió a ParcelPilot avisar a esta dirección cuando cambie el envío ${number}.\n\n` +
      `Confírmalo aquí:\n${url}\n\nSi no fuiste tú, ignora este correo: no se enviará nada más y la dirección se ` +
      'borrará en dos días.',
    changeSubject: (number, status) => `${number}: ${status}`,
    changeIntro: (number, status) => `El envío ${number} está ahora: ${status}.`,
    latestEvents: 'Últimos eventos:',
    seeResult: 'Ver todo el historial:',
    unsubscribe: 'Dejar de recibir correos de este envío:',
    manage: 'Dejar de recibir todos los correos de envíos en esta dirección:',
  },
  ru: {
    status: {
      delivered: 'Доставлено',
      'delivery fail': 'Доставка не удалась',
      'out for delivery': 'Передано курьеру',
      returned: 'Возвращено',
      'in transit': 'В пути',
      'not found': 'Не найдено',
    },
    confirmSubject: (number) => `Подтвердите уведомления по ${number}`,
    confirmBody: (number, url) =>
      `Кто-то (надеемся, вы) попросил ParcelPilot писать на этот адрес, когда изменится статус отправления ${number}.\n\n` +
      `Подтвердите здесь:\n${url}\n\nЕсли это были не вы, просто проигнорируйте письмо: больше ничего не придёт, а ` +
      'адрес будет удалён через два дня.',
    changeSubject: (number, status) => `${number}: ${status}`,
    changeIntro: (number, status) => `Статус отправления ${number}: ${status}.`,
    latestEvents: 'Последние события:',
    seeResult: 'Вся история отправления:',
    unsubscribe: 'Больше не писать об этом отправлении:',
    manage: 'Больше не писать на этот адрес ни о каких отправлениях:',
  },
};

/** The public site's path of a page in a language (English has no prefix). */
export function localisedPath(language: FollowLanguage, path: string): string {
  return language === 'en' ? path : `/${language}${path}`;
}
