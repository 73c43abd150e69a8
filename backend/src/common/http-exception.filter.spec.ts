import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import request from 'supertest';
import { AppModule } from '../app.module.js';
import { configureApp } from '../app.setup.js';
import { DATABASE_CONNECTION } from '../database/database.module.js';
import type { DatabaseConnection } from '../database/database.js';
import { systemState } from '../database/schema/index.js';
import { createTestContext, type TestContext } from '../testing/test-environment.js';
import { NotFoundError } from './errors/domain.error.js';
import { Public } from './public.decorator.js';

class ContactFixtureDto {
  @IsString()
  @IsNotEmpty({ message: 'Subject cannot be empty' })
  subject: string;

  @IsEmail({}, { message: 'Not valid format' })
  userEmail: string;
}

/** A fixture controller that provokes each kind of error through the real pipe, filter and database. */
@Public()
@Controller('fixture')
class ErrorFixtureController {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  @Post('validate')
  validate(@Body() body: ContactFixtureDto): ContactFixtureDto {
    return body;
  }

  @Get('missing')
  missing(): never {
    throw new NotFoundError('Carrier');
  }

  @Post('duplicate')
  async duplicate(): Promise<void> {
    await this.connection.db.insert(systemState).values({ key: 'duplicate', value: {} });
    await this.connection.db.insert(systemState).values({ key: 'duplicate', value: {} });
  }

  @Get('crash')
  crash(): never {
    throw new Error('secret internal detail');
  }
}

@Controller('fixture-guarded')
class GuardedFixtureController {
  @Get()
  secret(): string {
    return 'secret';
  }
}

describe('HttpExceptionFilter and the validation pipe', () => {
  let context: TestContext;
  let app: NestExpressApplication;

  beforeAll(async () => {
    context = await createTestContext();
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot(context.config)],
      controllers: [ErrorFixtureController, GuardedFixtureController],
    }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>();
    configureApp(app, context.config);
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    await context.cleanup();
  });

  it('answers 400 with a message per field', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/fixture/validate')
      .send({ subject: '', userEmail: 'nope', extra: 1 })
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: {
        subject: 'Subject cannot be empty',
        userEmail: 'Not valid format',
        extra: 'property extra should not exist',
      },
    });
  });

  it('maps a domain not-found error to 404', async () => {
    const response = await request(app.getHttpServer()).get('/api/fixture/missing').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Carrier not found' });
  });

  it('maps a unique violation from the database to 409', async () => {
    const response = await request(app.getHttpServer()).post('/api/fixture/duplicate').expect(409);
    expect(response.body.statusCode).toBe(409);
  });

  it('hides unexpected errors behind a generic 500 with a correlation id', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/fixture/crash')
      .set('x-request-id', 'test-correlation-1')
      .expect(500);
    expect(response.body).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      correlationId: 'test-correlation-1',
    });
    expect(JSON.stringify(response.body)).not.toContain('secret internal detail');
  });

  it('refuses a route that is not marked public', async () => {
    const response = await request(app.getHttpServer()).get('/api/fixture-guarded').expect(401);
    expect(response.body.statusCode).toBe(401);
  });

  it('answers unknown API paths with a JSON 404, not the web page', async () => {
    const response = await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
