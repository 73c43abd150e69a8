import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { AdminOnly } from '../../common/roles.decorator.js';
import { CurrentUser, type SessionUser } from '../../common/session-user.js';
import { CreateUserDto, UpdateUserDto, UserResponseDto } from './users.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@AdminOnly()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(UserResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<UserResponseDto>> {
    return this.users.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: UserResponseDto })
  get(@Param('id') id: string): Promise<UserResponseDto> {
    return this.users.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: UserResponseDto })
  create(@Body() dto: CreateUserDto): Promise<UserResponseDto> {
    return this.users.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: UserResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateUserDto): Promise<UserResponseDto> {
    return this.users.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string, @CurrentUser() actor: SessionUser): Promise<void> {
    return this.users.delete(id, actor);
  }
}
