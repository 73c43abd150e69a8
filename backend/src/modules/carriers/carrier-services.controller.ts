import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import {
  CarrierServiceContentDto,
  CarrierServiceResponseDto,
  CreateCarrierServiceDto,
  UpdateCarrierServiceDto,
} from './carriers.dto.js';
import { CarriersService } from './carriers.service.js';

/** Services of carriers. */
@ApiTags('carrier-services')
@ApiExtraModels(CarrierServiceContentDto)
@StaffOnly()
@Controller('carrier-services')
export class CarrierServicesController {
  constructor(private readonly carriers: CarriersService) {}

  @Get()
  @ApiOperation({
    summary: 'List carrier services',
    description:
      'The list convention; filter keys: carrier_id, clear_url, internationalService, trackingService (contains) and carrierCode (a carrier code or a list of them).',
  })
  @ApiOkResponse({ type: ListResponseDto(CarrierServiceResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<CarrierServiceResponseDto>> {
    return this.carriers.listServices(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: CarrierServiceResponseDto })
  get(@Param('id') id: string): Promise<CarrierServiceResponseDto> {
    return this.carriers.getService(id);
  }

  @Post()
  @ApiCreatedResponse({ type: CarrierServiceResponseDto })
  create(@Body() dto: CreateCarrierServiceDto): Promise<CarrierServiceResponseDto> {
    return this.carriers.createService(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: CarrierServiceResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateCarrierServiceDto): Promise<CarrierServiceResponseDto> {
    return this.carriers.updateService(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.carriers.deleteService(id);
  }
}
