import { titleHasTrackingWord, titleNeedsTrackingMessage } from '@parcelpilot/contracts';
import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { sanitizeEntries, sanitizeTranslations } from '../../common/rich-text.js';
import { resolveSysName } from '../../common/sys-name.js';
import { withoutUndefined } from '../../common/without-undefined.js';
import type { CarrierServiceContent, CarrierTranslation } from '../../database/schema/index.js';
import {
  CLEAR_URL_REQUIRED,
  CLEAR_URL_TAKEN,
  CODE_TAKEN,
  mapCarrier,
  mapCarrierService,
  mapPublicCarrier,
  SHORT_RICH_TEXT_MAX_LENGTH,
  TITLE_NEEDS_TRACKING,
  type CarrierResponseDto,
  type CarrierServiceResponseDto,
  type CreateCarrierDto,
  type CreateCarrierServiceDto,
  type PublicCarrierDetailDto,
  type PublicCarrierDto,
  type UpdateCarrierDto,
  type UpdateCarrierServiceDto,
} from './carriers.dto.js';
import { CarrierTrackingLinks } from './carrier-tracking-links.js';
import {
  CarriersRepository,
  type CarrierChanges,
  type CarrierRow,
  type CarrierServiceRow,
} from './carriers.repository.js';

const RICH_TRANSLATION_KEYS = ['content'] as const satisfies ReadonlyArray<keyof CarrierTranslation>;
const RICH_SERVICE_KEYS = ['short_content', 'short_content2'] as const satisfies ReadonlyArray<
  keyof CarrierServiceContent
>;
const SERVICE_CONTENT = { field: 'content', maxLength: SHORT_RICH_TEXT_MAX_LENGTH };

@Injectable()
export class CarriersService {
  constructor(
    private readonly repository: CarriersRepository,
    private readonly trackingLinks: CarrierTrackingLinks,
  ) {}

  async list(query: ListQueryDto): Promise<ListResult<CarrierResponseDto>> {
    const { records, total } = await this.repository.list(query);
    return { records: records.map(mapCarrier), total };
  }

  async get(id: string): Promise<CarrierResponseDto> {
    return mapCarrier(await this.require(id));
  }

  async listPublished(query: ListQueryDto): Promise<ListResult<PublicCarrierDto>> {
    const { records, total } = await this.repository.list(query, true);
    return { records: records.map(mapPublicCarrier), total };
  }

  /** A published carrier by code with its services; an unpublished one is as missing as an unknown one. */
  async getPublished(code: string): Promise<PublicCarrierDetailDto> {
    const row = await this.repository.findByCode(code);
    if (!row?.published) throw new NotFoundError('Carrier');
    const services = await this.repository.servicesOf(row.id);
    return { ...mapPublicCarrier(row), services: services.map(mapCarrierService) };
  }

  async create(dto: CreateCarrierDto): Promise<CarrierResponseDto> {
    await this.assertCodeFree(dto.code);
    const row = await this.repository.insert({
      code: dto.code,
      name: dto.name,
      ...(await this.changes(dto)),
    });
    this.trackingLinks.invalidate();
    return mapCarrier(row);
  }

  async update(id: string, dto: UpdateCarrierDto): Promise<CarrierResponseDto> {
    const current = await this.require(id);
    if (dto.code !== undefined && dto.code !== current.code) await this.assertCodeFree(dto.code);
    const row = await this.repository.update(
      id,
      withoutUndefined({ code: dto.code, name: dto.name, ...(await this.changes(dto)) }),
    );
    this.trackingLinks.invalidate();
    return mapCarrier(row!);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.delete(id))) throw new NotFoundError('Carrier');
    this.trackingLinks.invalidate();
  }

  async listServices(query: ListQueryDto): Promise<ListResult<CarrierServiceResponseDto>> {
    const { records, total } = await this.repository.listServices(query);
    return { records: records.map(mapCarrierService), total };
  }

  async getService(id: string): Promise<CarrierServiceResponseDto> {
    return mapCarrierService(await this.requireService(id));
  }

  async createService(dto: CreateCarrierServiceDto): Promise<CarrierServiceResponseDto> {
    const carrier = await this.requireCarrierOfService(dto.carrier_id);
    const clearUrl = resolveSysName(
      dto.clear_url,
      `${carrier.code} ${dto.trackingService}`,
      'clear_url',
      CLEAR_URL_REQUIRED,
    );
    await this.assertClearUrlFree(clearUrl);
    const row = await this.repository.insertService({
      carrierId: carrier.id,
      clearUrl,
      shippingTime: dto.shipping_time ?? '',
      trackingService: dto.trackingService,
      trackingNumberExample: dto.trackingNumberExample ?? '',
      internationalService: dto.internationalService ?? false,
      cargoTypes: dto.cargo_types ?? { general: true, special: false },
      content: await sanitizeTranslations(dto.content ?? {}, RICH_SERVICE_KEYS, SERVICE_CONTENT),
      sortOrder: dto.order ?? 0,
    });
    return mapCarrierService(row);
  }

  async updateService(id: string, dto: UpdateCarrierServiceDto): Promise<CarrierServiceResponseDto> {
    const current = await this.requireService(id);
    if (dto.carrier_id !== undefined) await this.requireCarrierOfService(dto.carrier_id);
    const clearUrl =
      dto.clear_url === undefined
        ? undefined
        : resolveSysName(
            dto.clear_url,
            dto.trackingService ?? current.trackingService,
            'clear_url',
            CLEAR_URL_REQUIRED,
          );
    if (clearUrl !== undefined && clearUrl !== current.clearUrl) await this.assertClearUrlFree(clearUrl);
    const row = await this.repository.updateService(
      id,
      withoutUndefined({
        carrierId: dto.carrier_id,
        clearUrl,
        shippingTime: dto.shipping_time,
        trackingService: dto.trackingService,
        trackingNumberExample: dto.trackingNumberExample,
        internationalService: dto.internationalService,
        cargoTypes: dto.cargo_types,
        content: dto.content && (await sanitizeTranslations(dto.content, RICH_SERVICE_KEYS, SERVICE_CONTENT)),
        sortOrder: dto.order,
      }),
    );
    return mapCarrierService(row!);
  }

  async deleteService(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteService(id))) throw new NotFoundError('Carrier service');
  }

  /** The stored form of the optional fields of a create or update; rich text sanitised, titles checked. */
  private async changes(dto: UpdateCarrierDto): Promise<CarrierChanges> {
    if (dto.translations) assertTitlesSayTracking(dto.translations);
    return {
      type: dto.type,
      countryIso: dto.countryIso,
      s10CountryCodes: dto.s10CountryCodes,
      logo: dto.logo,
      logoMeta: dto.logo_meta,
      picture: dto.picture,
      prevDescription: dto.prev_description,
      phone: dto.phone,
      email: dto.email === '' ? null : dto.email,
      homepage: dto.homepage,
      url: dto.url,
      trackingUrlTemplate: dto.tracking_url_template === '' ? null : dto.tracking_url_template,
      highlighted: dto.highlighted,
      apiConnected: dto.APIconnected,
      fbaProgramm: dto.fba_programm,
      internationalService: dto.international_service,
      hideDefaultContent: dto.hideDefaultContent,
      published: dto.published,
      translations:
        dto.translations &&
        (await sanitizeTranslations(dto.translations, RICH_TRANSLATION_KEYS, { field: 'translations' })),
      serviceList: dto.serviceList,
      contentParts:
        dto.contentParts && (await sanitizeEntries(dto.contentParts, ['content'], { field: 'contentParts' })),
      faqModuleArray:
        dto.faqModuleArray &&
        (await sanitizeEntries(dto.faqModuleArray, ['answer'], {
          field: 'faqModuleArray',
          maxLength: SHORT_RICH_TEXT_MAX_LENGTH,
        })),
      openaiPreviousResponseId: dto.openai?.previous_response_id,
    };
  }

  private async require(id: string): Promise<CarrierRow> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new NotFoundError('Carrier');
    return row;
  }

  private async requireService(id: string): Promise<CarrierServiceRow> {
    const row = isUuid(id) ? await this.repository.findService(id) : undefined;
    if (!row) throw new NotFoundError('Carrier service');
    return row;
  }

  private async requireCarrierOfService(carrierId: string): Promise<CarrierRow> {
    const carrier = await this.repository.findById(carrierId);
    if (!carrier) throw new InvalidInputError('Validation failed', { carrier_id: 'Unknown carrier' });
    return carrier;
  }

  private async assertCodeFree(code: string): Promise<void> {
    if (await this.repository.findByCode(code)) {
      throw new ConflictError('A carrier with this code already exists', { code: CODE_TAKEN });
    }
  }

  private async assertClearUrlFree(clearUrl: string): Promise<void> {
    if (await this.repository.findServiceByClearUrl(clearUrl)) {
      throw new ConflictError('A carrier service with this clear_url already exists', { clear_url: CLEAR_URL_TAKEN });
    }
  }
}

/** Every non-empty title must include its language's word for Tracking (docs/product-spec.md §5; @parcelpilot/contracts). */
function assertTitlesSayTracking(translations: Record<string, CarrierTranslation>): void {
  const errors: Record<string, string> = {};
  for (const [locale, translation] of Object.entries(translations)) {
    const title = translation.title?.trim();
    if (title && !titleHasTrackingWord(locale, title)) {
      errors[`translations.${locale}.title`] = titleNeedsTrackingMessage(locale);
    }
  }
  if (Object.keys(errors).length > 0) throw new InvalidInputError(TITLE_NEEDS_TRACKING, errors);
}
